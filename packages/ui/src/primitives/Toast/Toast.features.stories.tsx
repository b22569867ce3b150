import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { texts } from '@marketplace/domain';
import { useToast, type ToastTone } from './Toast';
import { ToastProvider } from './ToastProvider';

const body = within(document.body);
const region = () => body.getByRole('region', { name: /Obaveštenja/ });

function ShowOnMount({ message, tone }: { message: string; tone?: ToastTone }) {
  const toast = useToast();
  useEffect(() => {
    const id = toast.show(message, { tone });
    return () => toast.dismiss(id);
  }, [toast, message, tone]);
  return null;
}

/** A toast shown as the story starts; it stays (no timer) unless the story gives a duration. */
function Shown({
  message,
  tone,
  duration,
}: {
  message: string;
  tone?: ToastTone;
  duration?: number;
}) {
  return (
    <ToastProvider duration={duration ?? Number.POSITIVE_INFINITY}>
      <ShowOnMount message={message} tone={tone} />
    </ToastProvider>
  );
}

const meta = {
  title: 'Feedback/Toast/Features',
  component: Shown,
  args: { message: texts.feedback.landAdPublished },
} satisfies Meta<typeof Shown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** After posting: a polite confirmation (a background toast never interrupts). */
export const Success: Story = {
  play: async () => {
    const toast = await within(region()).findByText('Oglas je objavljen');
    await expect(toast).toBeVisible();
    // A background toast is read through a polite live region (never an assertive one). The
    // announcement's text is filled in a moment after the region appears: wait for both.
    const announced = await waitFor(() => {
      const live = body.getAllByRole('status').filter((el) => el.hasAttribute('aria-live'));
      expect(live.length).toBeGreaterThan(0);
      expect(live.map((el) => el.textContent).join(' ')).toContain('Oglas je objavljen');
      return live;
    });
    for (const live of announced) await expect(live).toHaveAttribute('aria-live', 'polite');
  },
};

export const StatusChanged: Story = {
  args: { message: texts.adStatus.changed },
  play: async () => {
    await expect(await within(region()).findByText('Status oglasa je promenjen')).toBeVisible();
  },
};

export const Failure: Story = {
  args: { message: texts.adStatus.changeFailed, tone: 'danger' },
  play: async () => {
    const toast = await within(region()).findByText('Greška pri promeni statusa oglasa');
    await expect(toast.closest('li')).toHaveAttribute('data-tone', 'danger');
  },
};

/** F8 takes focus to the toasts; the close button is reachable and closes the toast. */
export const KeyboardReachable: Story = {
  args: { message: texts.feedback.changesSaved },
  play: async () => {
    await within(region()).findByText('Izmene su sačuvane');
    // Radix listens for F8 by its code.
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8', code: 'F8', bubbles: true }));
    await waitFor(() => expect(region().querySelector('ol')).toHaveFocus());
    await userEvent.tab();
    await expect(body.getByText('Izmene su sačuvane').closest('li')).toHaveFocus();
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Zatvori obaveštenje' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByText('Izmene su sačuvane')).not.toBeInTheDocument());
  },
};

function ShowTwice({ first, second }: { first: string; second: string }) {
  const toast = useToast();
  useEffect(() => {
    toast.show(first);
    const timer = setTimeout(() => toast.show(second), 50);
    return () => clearTimeout(timer);
  }, [toast, first, second]);
  return null;
}

/** One toast at a time: a newer one replaces the one on screen (no pile over a phone's screen). */
export const NewerReplaces: Story = {
  render: () => (
    <ToastProvider duration={Number.POSITIVE_INFINITY}>
      <ShowTwice first={texts.adStatus.changed} second={texts.feedback.changesSaved} />
    </ToastProvider>
  ),
  play: async () => {
    await expect(await within(region()).findByText('Izmene su sačuvane')).toBeVisible();
    await waitFor(() => expect(region().querySelectorAll('li')).toHaveLength(1));
    await expect(
      within(region()).queryByText('Status oglasa je promenjen'),
    ).not.toBeInTheDocument();
  },
};

/** It closes by itself after its time. */
export const AutoDismiss: Story = {
  args: { message: texts.feedback.adDeleted, duration: 400 },
  play: async () => {
    await within(region()).findByText('Oglas je obrisan');
    await waitFor(() => expect(body.queryByText('Oglas je obrisan')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};
