import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef, type ReactElement } from 'react';
import { useCanAccess, useLogout, useNavigate, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import type { Subject } from '../../shared/permissions';

const LinkItem = forwardRef<HTMLLIElement, { to: string; label: string; icon: ReactElement; subject: Subject }>(function LinkItem({ to, label, icon, subject }, ref) {
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

const SignOutItem = forwardRef<HTMLLIElement>(function SignOutItem(_, ref) {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <MenuItem ref={ref} onClick={() => logout()}>
      <ListItemIcon>
        <LogoutIcon />
      </ListItemIcon>
      <ListItemText>{translate('layout.userMenu.signOut')}</ListItemText>
    </MenuItem>
  );
});

/** User Profile, My Addresses, Sign out (spec part 1, section 2 "Layout"). */
export const HeaderUserMenu = () => (
  <UserMenu>
    <LinkItem to="/user/profile" label="layout.userMenu.profile" icon={<AccountCircleIcon />} subject="CoreGeneralUserAccountUserProfile" />
    <LinkItem to="/user/address/list" label="layout.userMenu.addresses" icon={<HomeWorkIcon />} subject="CoreGeneralUserAccountMyAddress" />
    <SignOutItem />
  </UserMenu>
);
