import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import TheaterComedyIcon from '@mui/icons-material/TheaterComedy';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef, lazy, Suspense, useState, type ReactElement } from 'react';
import { useCanAccess, useGetIdentity, useLogout, useNavigate, UserMenu, useUserMenu } from 'react-admin';
import { useTranslate, type WebKey } from '../i18n/use-translate';
import type { Subject } from '../../../shared/permissions';
import { canMasquerade } from '../../../shared/rules/menu';
import { useNotifyError } from '../../components/use-notify-error';
import { useSession } from '../session/SessionProvider';
import { useSessionActions } from '../session/use-session-actions';

// The modal's code loads when it is first opened.
const MasqueradeDialog = lazy(() => import('./MasqueradeDialog'));

const LinkItem = forwardRef<HTMLLIElement, { to: string; label: WebKey; icon: ReactElement; subject: Subject }>(function LinkItem(
  { to, label, icon, subject },
  ref,
) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { onClose } = useUserMenu() ?? {};
  const { canAccess } = useCanAccess({ resource: subject, action: 'View' });
  if (!canAccess) return null;
  return (
    <MenuItem
      ref={ref}
      onClick={() => {
        onClose?.();
        navigate(to);
      }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
});

/** 'Masquerade as' for users allowed to (CoreMasquerade or canMasquerade), 'Turn off Masquerade' while it is on. */
const MasqueradeItem = forwardRef<HTMLLIElement, { onStart: () => void }>(function MasqueradeItem({ onStart }, ref) {
  const translate = useTranslate();
  const actions = useSessionActions();
  const notifyError = useNotifyError();
  const { onClose } = useUserMenu() ?? {};
  const { user, scope } = useSession();
  if (scope.masquerade) {
    return (
      <MenuItem
        ref={ref}
        onClick={() => {
          onClose?.();
          actions.endMasquerade().catch(notifyError);
        }}
      >
        <ListItemIcon>
          <TheaterComedyIcon />
        </ListItemIcon>
        <ListItemText>{translate('session.masquerade.turnOff')}</ListItemText>
      </MenuItem>
    );
  }
  if (!user || !canMasquerade(user)) return null;
  return (
    <MenuItem
      ref={ref}
      onClick={() => {
        onClose?.();
        onStart();
      }}
    >
      <ListItemIcon>
        <TheaterComedyIcon />
      </ListItemIcon>
      <ListItemText>{translate('session.masquerade.menu')}</ListItemText>
    </MenuItem>
  );
});

const SignOutItem = forwardRef<HTMLLIElement>(function SignOutItem(_, ref) {
  const translate = useTranslate();
  const logout = useLogout();
  const notifyError = useNotifyError();
  return (
    // A sign-out the identity provider refuses is said, not left as an unhandled rejection.
    <MenuItem ref={ref} onClick={() => void logout().catch(notifyError)}>
      <ListItemIcon>
        <LogoutIcon />
      </ListItemIcon>
      <ListItemText>{translate('layout.userMenu.signOut')}</ListItemText>
    </MenuItem>
  );
});

/**
 * User Profile, My Addresses, Masquerade as (or Turn off Masquerade when active), Sign out
 * (spec part 1, section 2 "Layout"). The masquerade modal lives beside the menu, which closes.
 */
export const HeaderUserMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const [masquerading, setMasquerading] = useState(false);
  const [opened, setOpened] = useState(false);
  // On a wide screen the button shows the user's name: its accessible name starts with it (WCAG 2.5.3).
  const label = identity?.fullName ? translate('layout.userMenu.button', { name: identity.fullName }) : translate('layout.userMenu.title');
  return (
    <>
      <UserMenu label={label}>
        <LinkItem to="/user/profile" label="layout.userMenu.profile" icon={<AccountCircleIcon />} subject="CoreGeneralUserAccountUserProfile" />
        <LinkItem to="/user/address/list" label="layout.userMenu.addresses" icon={<HomeWorkIcon />} subject="CoreGeneralUserAccountMyAddress" />
        <MasqueradeItem
          onStart={() => {
            setOpened(true);
            setMasquerading(true);
          }}
        />
        <SignOutItem />
      </UserMenu>
      {opened ? (
        <Suspense fallback={null}>
          <MasqueradeDialog open={masquerading} onClose={() => setMasquerading(false)} />
        </Suspense>
      ) : null}
    </>
  );
};
