import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { messages } from '@marketplace/domain';
import * as Dialog from './Dialog';
import { Button } from '../Button/Button';
import { TextArea } from '../TextArea/TextArea';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog.Content,
  args: { size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: Dialog.DIALOG_SIZES } },
  render: (args) => (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button>{messages.landAd.messageOwner}</Button>
      </Dialog.Trigger>
      <Dialog.Content {...args}>
        <Dialog.Title>{messages.messages.newConversationTitle}</Dialog.Title>
        <Dialog.Description>{messages.messages.newConversationText}</Dialog.Description>
        <TextArea label={messages.messages.yourMessage} />
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button variant="secondary">{messages.messages.cancel}</Button>
          </Dialog.Close>
          <Button>{messages.messages.send}</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  ),
} satisfies Meta<typeof Dialog.Content>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: messages.landAd.messageOwner }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: messages.messages.newConversationTitle,
    });
    await expect(dialog).toHaveAccessibleDescription(messages.messages.newConversationText);
    await userEvent.click(within(dialog).getByRole('button', { name: messages.messages.cancel }));
    await expect(dialog).not.toBeInTheDocument();
  },
};
