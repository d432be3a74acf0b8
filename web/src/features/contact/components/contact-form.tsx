import { Alert, Button, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validateContact, type ContactErrors, type ContactInput } from './contact-schema';

const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };

/** The contact form. Sending comes with the staff-tools issue; a valid form shows a notice. */
export function ContactForm() {
  const { t } = useTranslation();
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [done, setDone] = useState(false);

  const field = (name: keyof ContactInput) => ({
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
    error: errors[name] ? t(errors[name].key, { count: errors[name].count }) : undefined,
    name,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    setDone(Object.keys(found).length === 0);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="contact-form">
      <Stack maw={560}>
        <TextInput label={t('contact.name')} required autoComplete="name" {...field('name')} />
        <TextInput label={t('contact.email')} required type="email" autoComplete="email" {...field('email')} />
        <TextInput label={t('contact.subject')} required {...field('subject')} />
        <Textarea label={t('contact.message')} required autosize minRows={4} {...field('message')} />
        <Button type="submit" w="fit-content">
          {t('contact.send')}
        </Button>
        {done && (
          <Alert color="teal" data-testid="contact-notice">
            {t('contact.notice')}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
