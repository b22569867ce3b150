import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { texts } from '@marketplace/domain';
import { Button } from '../Button';
import { TOAST_TONES, useToast, type ToastTone } from './Toast';
import { ToastProvider } from './ToastProvider';

interface DemoProps {
  message: string;
  tone: ToastTone;
  duration: number;
}

function ShowButton({ message, tone }: Omit<DemoProps, 'duration'>) {
  const toast = useToast();
  return <Button onClick={() => toast.show(message, { tone })}>Prikaži obaveštenje</Button>;
}

/** A provider (as the app's root has) and a button that shows one toast. */
function Demo({ duration, ...props }: DemoProps) {
  return (
    <ToastProvider duration={duration}>
      <ShowButton {...props} />
    </ToastProvider>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: Demo,
  args: { message: texts.feedback.landAdPublished, tone: 'success', duration: 5000 },
  argTypes: { tone: { control: 'inline-radio', options: TOAST_TONES } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Shown in the notification region, named by its text. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Prikaži obaveštenje' }));
    const region = within(document.body).getByRole('region', { name: /Obaveštenja/ });
    await expect(await within(region).findByText('Oglas je objavljen')).toBeVisible();
  },
};
