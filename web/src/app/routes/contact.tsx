import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { ContactForm } from '@/features/contact/components/contact-form';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('nav.contact')}</PageTitle>
      <Text mb="md">{t('contact.intro')}</Text>
      <ContactForm />
    </>
  );
}
