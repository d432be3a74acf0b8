import { useTranslation } from 'react-i18next';
import { AdminPage } from '@/components/layouts/admin-page';
import { RequireAuth } from '@/components/ui/require-auth';
import { NewsDesk } from '@/features/news-admin/components/news-desk';

/** `/admin/news` (admins): every loft's news, drafts and scheduled ones too, to moderate. */
export function Component() {
  const { t } = useTranslation();
  return (
    <RequireAuth policy="admin">
      <AdminPage title={t('admin.news')}>
        <NewsDesk scope={{ all: true }} />
      </AdminPage>
    </RequireAuth>
  );
}
