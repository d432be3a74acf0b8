import { ComingSoon } from '@/components/ui/coming-soon';
import { RequireAuth } from '@/components/ui/require-auth';
import type { Policy } from '@/lib/authorization';

/**
 * A screen that a later issue fills. Its route, title and access rule are real now:
 * `policy` null means public, otherwise the visitor must pass that policy.
 */
export function comingSoonScreen(title: string, policy: Policy | null) {
  function Screen() {
    if (policy === null) return <ComingSoon title={title} />;
    return (
      <RequireAuth policy={policy}>
        <ComingSoon title={title} />
      </RequireAuth>
    );
  }
  Screen.displayName = `ComingSoon(${title})`;
  return Screen;
}
