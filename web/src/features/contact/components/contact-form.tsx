import { Alert, Button, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api/error-text';
import { fieldError, hasFieldError } from '@/lib/api/field-error';
import { useSendContact } from '../api/send-contact';
import { validateContact, type ContactErrors, type ContactInput } from './contact-schema';

const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };
const FIELDS: (keyof ContactInput)[] = ['name', 'email', 'subject', 'message'];

/**
 * The contact form: checked here as the server checks it, then mailed — to the operator, or with `loftId` to the loft's
 * contact address — with the sender as reply-to. The server's refusals (too many messages, say) show under their field
 * or above the button; a sent message empties the form.
 */
export function ContactForm({ loftId }: { loftId?: number }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const send = useSendContact();

  const field = (name: keyof ContactInput) => ({
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
    error: errors[name] ? t(errors[name].key, { count: errors[name].count }) : fieldError(send.error, name),
    name,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    send.mutate({ ...values, ...(loftId ? { loft_id: loftId } : {}) }, { onSuccess: () => setValues(EMPTY) });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="contact-form">
      <Stack maw={560}>
        <TextInput label={t('contact.name')} required autoComplete="name" {...field('name')} />
        <TextInput label={t('contact.email')} required type="email" autoComplete="email" {...field('email')} />
        <TextInput label={t('contact.subject')} required {...field('subject')} />
        <Textarea label={t('contact.message')} required autosize minRows={4} {...field('message')} />
        {send.isError && !hasFieldError(send.error, FIELDS) && (
          <Alert color="red" variant="light" data-testid="contact-error">
            {errorText(send.error)}
          </Alert>
        )}
        <Button type="submit" w="fit-content" loading={send.isPending}>
          {t('contact.send')}
        </Button>
        {send.isSuccess && (
          <Alert color="teal" data-testid="contact-notice">
            {t('contact.sent')}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
