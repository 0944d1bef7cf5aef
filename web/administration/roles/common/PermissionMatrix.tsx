import { Box, Checkbox, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from '../../../shell/i18n/use-translate';
import { ACTIONS, SUBJECT_GROUP_IDS, SUBJECT_GROUPS, SUBJECTS, type Action, type Subject } from '../../../../shared/permissions';
import {
  cellsState,
  changeableCells,
  isChangeable,
  isGranted,
  setCells,
  toggleCells,
  type ChangeableCells,
  type PermissionMatrix as Matrix,
} from './permission-matrix';

/** A toggle over several cells: checked when all are ticked, mixed when some are. */
const CellsToggle = ({
  matrix,
  subjects,
  actions,
  label,
  disabled,
  changeable,
  onChange,
}: {
  matrix: Matrix;
  subjects: readonly Subject[];
  actions: readonly Action[];
  label: string;
  disabled: boolean;
  changeable: ChangeableCells;
  onChange: (matrix: Matrix) => void;
}) => {
  const state = cellsState(matrix, subjects, actions);
  return (
    <Checkbox
      size="small"
      checked={state === 'all'}
      indeterminate={state === 'some'}
      disabled={disabled || !changeableCells(changeable, subjects, actions).length}
      onChange={() => onChange(toggleCells(matrix, subjects, actions, changeable))}
      // "Some" is told by the native checkbox's own mixed state, which assistive technologies read;
      // MUI's aria-checked="mixed" is not allowed on a native checkbox (axe aria-conditional-attr).
      inputRef={(input: HTMLInputElement | null) => {
        if (input) input.indeterminate = state === 'some';
      }}
      slotProps={{ input: { 'aria-label': label, 'aria-checked': undefined } }}
    />
  );
};

/** What every part of the grid draws from. */
interface GridProps {
  matrix: Matrix;
  onChange: (matrix: Matrix) => void;
  readOnly: boolean;
  changeable?: ChangeableCells;
}

const useLabels = () => {
  const translate = useTranslate();
  return {
    translate,
    subjectLabel: (subject: Subject) => translate(`resources.roles.subjects.${subject}`, { _: subject }),
    actionLabel: (action: Action) => translate(`resources.roles.actions.${action}`),
  };
};

/** The actions' heads, each with the toggle of its column. */
const MatrixHead = ({ matrix, onChange, readOnly, changeable }: GridProps) => {
  const { translate, actionLabel } = useLabels();
  return (
    <TableHead>
      <TableRow>
        <TableCell component="th" scope="col">
          {translate('resources.roles.permissions.subject')}
        </TableCell>
        {ACTIONS.map((action) => (
          <TableCell key={action} component="th" scope="col" align="center" sx={{ width: { xs: 72, sm: 110 }, lineHeight: 1.2, verticalAlign: 'bottom' }}>
            <Box component="span" sx={{ display: 'block', fontSize: 13 }}>
              {actionLabel(action)}
            </Box>
            <CellsToggle
              matrix={matrix}
              subjects={SUBJECTS}
              actions={[action]}
              label={translate('resources.roles.permissions.toggleColumn', { action: actionLabel(action) })}
              disabled={readOnly}
              changeable={changeable}
              onChange={onChange}
            />
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
};

/** A subject's row: the toggle of the row, then a checkbox per action (read-only where locked). */
const SubjectRow = ({ subject, matrix, onChange, readOnly, changeable }: GridProps & { subject: Subject }) => {
  const { translate, subjectLabel, actionLabel } = useLabels();
  const label = subjectLabel(subject);
  return (
    <TableRow hover data-subject={subject}>
      <TableCell component="th" scope="row" sx={{ py: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <CellsToggle
            matrix={matrix}
            subjects={[subject]}
            actions={ACTIONS}
            label={translate('resources.roles.permissions.toggleRow', { subject: label })}
            disabled={readOnly}
            changeable={changeable}
            onChange={onChange}
          />
          <Typography variant="body2" component="span">
            {label}
          </Typography>
        </Box>
      </TableCell>
      {ACTIONS.map((action) => {
        const locked = !isChangeable(changeable, subject, action);
        return (
          <TableCell
            key={action}
            align="center"
            sx={{ py: 0 }}
            title={locked ? translate('resources.roles.permissions.notGrantableCell') : undefined}
            data-locked={locked || undefined}
          >
            <Checkbox
              size="small"
              checked={isGranted(matrix, subject, action)}
              disabled={readOnly || locked}
              onChange={(event) => onChange(setCells(matrix, [subject], [action], event.target.checked))}
              slotProps={{
                input: { 'aria-label': translate('resources.roles.permissions.cell', { subject: label, action: actionLabel(action) }) },
              }}
            />
          </TableCell>
        );
      })}
    </TableRow>
  );
};

/**
 * Every subject (in groups) x View / Create / Edit / BulkImport as checkboxes, with a toggle per
 * row (all actions on a subject) and per column (an action on every subject). Cells outside
 * `changeable` (permissions the caller does not hold in that account, which the server refuses
 * to grant or remove) are shown read-only, and the toggles leave them as they are.
 */
export const PermissionMatrix = ({
  matrix,
  onChange,
  readOnly = false,
  changeable,
}: {
  matrix: Matrix;
  onChange: (matrix: Matrix) => void;
  readOnly?: boolean;
  changeable?: ChangeableCells;
}) => {
  const translate = useTranslate();
  const grid: GridProps = { matrix, onChange, readOnly, changeable };
  return (
    <Box sx={{ overflowX: 'auto', width: '100%' }}>
      <Table
        size="small"
        aria-label={translate('resources.roles.permissions.title')}
        sx={{ minWidth: 520, maxWidth: 1040, '& td, & th': { px: { xs: 0.5, sm: 1 } } }}
      >
        <MatrixHead {...grid} />
        {SUBJECT_GROUP_IDS.map((group) => (
          <TableBody key={group}>
            <TableRow>
              <TableCell colSpan={ACTIONS.length + 1} component="th" scope="rowgroup" sx={{ bgcolor: 'action.hover', py: 0.75 }}>
                <Typography variant="subtitle2" component="span">
                  {translate(`resources.roles.subjectGroups.${group}`)}
                </Typography>
              </TableCell>
            </TableRow>
            {SUBJECT_GROUPS[group].map((subject) => (
              <SubjectRow key={subject} subject={subject} {...grid} />
            ))}
          </TableBody>
        ))}
      </Table>
    </Box>
  );
};
