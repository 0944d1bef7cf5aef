import { BooleanInput, FormDataConsumer, NumberInput, SelectInput } from 'react-admin';
import { SaveToolbar } from '../../components/SaveToolbar';
import { CUSTOM_REPORT_LIMITS, CUSTOM_REPORT_TYPES, customReports } from '../../../shared/reports/custom-reports';
import { REPORT_TYPE_LABELS } from '../../../shared/rules/custom-reports';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { LimitedTextInput } from '../../components/LimitedTextInput';
import { PortalForm } from '../../components/PortalForm';
import { validatorFor } from '../../components/zod-validator';

const validate = validatorFor(customReports);
const typeChoices = CUSTOM_REPORT_TYPES.map((id) => ({ id, name: REPORT_TYPE_LABELS[id] }));

/**
 * A custom report: its name and place in the menu, and what it opens: a page at a direct URL
 * (http or https), or a Power BI report whose configuration (JSON) names the report, the
 * workspace and the filters.
 */
export const CustomReportForm = ({ canDelete = false }: { canDelete?: boolean }) => (
  <PortalForm
    validate={validate}
    toolbar={<SaveToolbar canDelete={canDelete} />}
    defaultValues={{ enabled: true, displayPosition: 0, reportType: 'DirectUrl' }}
    sx={{ maxWidth: 720 }}
  >
    <LimitedTextInput source="name" fullWidth autoFocus limit={CUSTOM_REPORT_LIMITS.name} />
    <SelectInput source="reportType" choices={typeChoices} optionText="name" translateChoice />
    <FormDataConsumer<{ reportType?: string }>>
      {({ formData }) =>
        formData.reportType === 'PowerBI' ? (
          <LimitedTextInput
            source="configurationJson"
            fullWidth
            multiline
            minRows={5}
            limit={CUSTOM_REPORT_LIMITS.configurationJson}
            helperText="resources.customReports.helper.configurationJson"
            sx={{ '& textarea': { fontFamily: 'monospace' } }}
          />
        ) : (
          <LimitedTextInput source="url" fullWidth limit={CUSTOM_REPORT_LIMITS.url} helperText="resources.customReports.helper.url" />
        )
      }
    </FormDataConsumer>
    <LimitedTextInput source="comment" fullWidth multiline limit={FIELD_LIMITS.comment} />
    <NumberInput source="displayPosition" min={0} step={1} helperText="resources.customReports.helper.displayPosition" />
    <BooleanInput source="enabled" />
  </PortalForm>
);

export default CustomReportForm;
