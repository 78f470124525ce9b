import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  addLenderUserBody,
  type AddLenderUserBody,
  type AddLenderUserResponse,
} from '#shared/admin/lender-users-schemas.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { errorText } from '#web/features/admin/endpoint.ts';
import { useAddLenderUser } from './lender-users-api.ts';
import { OneTimePassword } from './one-time-password.tsx';

const INPUT = 'mt-1 block w-72 max-w-full rounded border border-slate-400 px-2 py-1.5';
const BUTTON = 'rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';

/**
 * Adds a portal user to the lender (the existing POST /api/admin/lenders/:id/users), checked with
 * the server's own schema first; the server's refusal (a taken email) is shown on the field.
 */
export function AddLenderUser({ lenderId }: { lenderId: string }) {
  const add = useAddLenderUser(lenderId);
  const [created, setCreated] = useState<AddLenderUserResponse | null>(null);
  const form = useForm<AddLenderUserBody>({ resolver: zodResolver(addLenderUserBody), defaultValues: { email: '' } });
  const problem = form.formState.errors.email?.message;

  const onValid = (body: AddLenderUserBody) =>
    add.mutateAsync(body).then(
      (user) => {
        setCreated(user);
        form.reset();
        toast.success('Portal user added');
      },
      (error: unknown) => {
        const message = errorText(error, 'Could not add the user');
        if (error instanceof ApiError && (error.status === 400 || error.status === 409))
          form.setError('email', { message: error.fieldErrors.email ?? message }, { shouldFocus: true });
        else toast.error('Not added', { description: message });
      },
    );

  return (
    <div>
      <h3 className="text-base font-semibold">Add a portal user</h3>
      <form onSubmit={form.handleSubmit(onValid)} noValidate className="mt-2 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="lender-user-email" className="block text-sm font-medium">
            Email
          </label>
          <input
            id="lender-user-email"
            type="email"
            autoComplete="off"
            className={INPUT}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'lender-user-email-error' : undefined}
            {...form.register('email')}
          />
        </div>
        <button type="submit" disabled={form.formState.isSubmitting} className={BUTTON}>
          Add user
        </button>
        {problem ? (
          <p id="lender-user-email-error" role="alert" className="w-full text-sm text-rose-700">
            {problem}
          </p>
        ) : null}
      </form>
      {created ? (
        <OneTimePassword
          email={created.email}
          password={created.oneTimePassword}
          expiresAt={created.expiresAt}
          what="added"
        />
      ) : null}
    </div>
  );
}
