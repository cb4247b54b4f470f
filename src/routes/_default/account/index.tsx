import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { EmailForm, PasswordForm, ProfileForm } from '~/components/account/profile-forms';
import { Button } from '~/components/ui/button';
import { pageMeta } from '~/lib/seo';
import { m } from '~/paraglide/messages';
import { signOut } from '~/server/functions/account.functions';

export const Route = createFileRoute('/_default/account/')({
  head: () => ({
    meta: [
      ...pageMeta({ title: m.account_title(), siteTitle: m.site_title() }),
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: AccountPage,
});

function AccountPage() {
  const { customer } = Route.useRouteContext();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (!customer) return null;
  return (
    <section className="space-y-10" aria-labelledby="account-title">
      <h1 id="account-title" className="font-serif text-3xl">
        {m.account_greeting({ name: customer.firstName })}
      </h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="text-[var(--muted-foreground)]">{m.account_name()}</dt>
        <dd>
          {customer.firstName} {customer.lastName}
        </dd>
        <dt className="text-[var(--muted-foreground)]">{m.account_email()}</dt>
        <dd>{customer.emailAddress}</dd>
      </dl>
      <ProfileForm customer={customer} />
      <EmailForm />
      <PasswordForm />
      <Button
        variant="outline"
        onClick={async () => {
          await signOut();
          queryClient.clear();
          await navigate({ to: '/' });
        }}
      >
        {m.account_sign_out()}
      </Button>
    </section>
  );
}
