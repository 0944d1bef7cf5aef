import CancelIcon from '@mui/icons-material/Cancel';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from '../shell/i18n/use-translate';
import { ConfirmDialog, type ConfirmVerb } from './ConfirmDialog';

/**
 * Cancels a document (a customer order, a supplier or outbound order) after a confirmation whose
 * safe button keeps it: `label` names both the button and the confirming verb; the dialog waits
 * while `onCancel` runs (which tells the outcome itself) and closes when it is over.
 */
export const CancelWithConfirmButton = ({
  label,
  title,
  content,
  variant = 'text',
  onCancel,
}: {
  label: ConfirmVerb;
  /** Already translated, as `content`. */
  title: string;
  content: string;
  variant?: 'text' | 'outlined';
  onCancel: () => Promise<unknown>;
}) => {
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const [saving, setSaving] = useState(false);
  const cancel = async () => {
    setSaving(true);
    try {
      await onCancel();
    } finally {
      setSaving(false);
      setAsking(false);
    }
  };
  return (
    <>
      <Button color="error" variant={variant} startIcon={<CancelIcon />} onClick={() => setAsking(true)}>
        {translate(label)}
      </Button>
      <ConfirmDialog
        open={asking}
        loading={saving}
        title={title}
        content={content}
        confirm={label}
        cancel="app.action.keepOrder"
        tone="warning"
        onConfirm={() => void cancel()}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
