import { t } from 'i18next';
import { Icon } from '@/components/ui/icon';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { deleteStoredFile } from '@/firebase/upload-image';
import { isOffline } from '@/stores/connectivity-store';
import { useToastStore } from '@/stores/toast-store';
import { sendGroupMessage } from '../api/send-group-message';
import { useGroupMessages } from '../hooks/use-group-messages';
import { useImageUpload } from '../hooks/use-image-upload';
import { useUsers } from '../hooks/use-users';
import { MAX_MESSAGE, isMemberRole, type EliteGroup, type Role } from '../model/group';
import { imageError } from '../model/group-form';
import { GroupChatLog } from './group-chat-log';
import { JoinPrompt } from './join-prompt';
import { UploadProgress } from '@/components/ui/upload-progress';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ErrorMessage } from '@/components/ui/error-message';
import { useBlockedUsers, withoutBlocked } from '@/social/hooks/use-blocked-users';
import { errorText } from '@/i18n/error-text';

/** Group chat (spec sections 2 and 5): members only, oldest first, 600 px high, scrolled to the newest. */
export function GroupChat({ group, role, uid }: { group: EliteGroup; role: Role; uid: string | null }) {
  if (!isMemberRole(role) || !uid) {
    return <JoinPrompt text={t('groups:errors.chatMembersOnly')} group={group} role={role} uid={uid} />;
  }
  return <MemberChat group={group} uid={uid} />;
}

function MemberChat({ group, uid }: { group: EliteGroup; uid: string }) {
  const chat = useGroupMessages(group.id, true);
  // Messages from users I block are not shown (decision 0030).
  const blocked = useBlockedUsers();
  const messages = withoutBlocked(chat.data ?? [], blocked.ids, (m) => m.userId);
  const senders = useUsers(
    messages.map((m) => m.userId),
    t('groups:errors.loadMembers'),
  );
  return (
    <div className="flex flex-col gap-3">
      <GroupChatLog
        messages={messages}
        loading={chat.loading}
        error={chat.error}
        retry={chat.retry}
        older={chat}
        uid={uid}
        senders={senders.data}
        isKnown={senders.isKnown}
      />
      <Composer groupId={group.id} uid={uid} />
    </div>
  );
}

function Composer({ groupId, uid }: { groupId: string; uid: string }) {
  const { t } = useTranslation('groups');
  const fileId = useId();
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { progress, saveWithImage } = useImageUpload('group-messages');
  const canSend = !busy && (text.trim().length > 0 || image !== null);

  function pick(file: File | null) {
    const problem = file ? imageError(file) : null;
    setError(problem);
    setImage(problem ? null : file);
  }

  async function send(e: FormEvent) {
    e.preventDefault();
    if (!canSend) return;
    // An image needs the network; text alone is kept and sent when the connection returns.
    if (image && isOffline()) return setError(t('errors.imageOffline'));
    setBusy(true);
    setError(null);
    try {
      const showLate = (err: unknown) => useToastStore.getState().show(errorText(err), 'error', 6000);
      await saveWithImage(groupId, uid, image, 'groups:errors.uploadImageFailed', async (url) => {
        // A refusal after the message was queued: its image is nobody's any more.
        await sendGroupMessage(groupId, uid, text, url, undefined, (err) => {
          if (url) void deleteStoredFile(url);
          showLate(err);
        });
      });
      setText('');
      setImage(null);
    } catch (err) {
      setError(errorText(err, 'groups:errors.sendFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={send} className="flex flex-col gap-2">
      {image && (
        <p className="flex items-center justify-between gap-2 text-xs text-zinc-700 dark:text-zinc-300">
          <span className="truncate">{t('chat.image', { name: image.name })}</span>
          <button
            type="button"
            onClick={() => setImage(null)}
            className="font-semibold underline"
            disabled={busy}
          >
            {t('chat.removeImage')}
          </button>
        </p>
      )}
      {progress !== null && <UploadProgress value={progress} label={t('chat.uploading')} />}
      <div className="flex items-center gap-2">
        <label
          htmlFor={fileId}
          className="flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center rounded-xl border border-zinc-300 text-lg dark:border-zinc-700"
          title={t('chat.attach')}
        >
          <Icon name="camera" size={22} />
          <span className="sr-only">{t('chat.attach')}</span>
        </label>
        <input
          id={fileId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          disabled={busy}
          onChange={(e) => {
            pick(e.target.files?.[0] ?? null);
            e.target.value = '';
          }}
        />
        <Field label={t('chat.message')} hideLabel className="min-w-0 flex-1">
          <Input
            value={text}
            maxLength={MAX_MESSAGE}
            disabled={busy}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('chat.placeholder')}
          />
        </Field>
        <Button type="submit" busy={busy} disabled={!canSend}>
          {t('chat.send')}
        </Button>
      </div>
      {error && <ErrorMessage>{error}</ErrorMessage>}
    </form>
  );
}
