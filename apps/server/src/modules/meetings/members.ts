import { and, eq, inArray, sql } from 'drizzle-orm';
import { MEETING_MESSAGES } from '@protocolist/contracts/meetings';
import type { Db } from '../../db/client.ts';
import { meetingMembers, users } from '../../db/schema.ts';
import { unprocessable, type FieldErrors } from '../../http/errors.ts';
import { directoryUsers } from '../users/index.ts';

export interface MemberInput {
  member_id: number;
  should_notify: boolean;
}

/** A membership with what invitations need of the person. */
export interface MemberState {
  row_id: number;
  member_id: number;
  should_notify: boolean;
  email_sent: boolean;
  name: string;
  email: string | null;
  active: boolean;
  /** Has an account to sign in with (not an external member): the letters link into the app. */
  signs_in: boolean;
}

/**
 * Members come from the directory (`directoryUsers`, PRODUCT.md §2). Someone already in the meeting
 * stays acceptable after being blocked, so re-saving the form does not fail on them.
 */
export async function checkMembers(db: Db, members: MemberInput[], alreadyIn: ReadonlySet<number> = new Set()) {
  if (members.length === 0) return;
  const ids = [...new Set(members.map((m) => m.member_id))];
  const rows = await db
    .select({ id: users.id, inDirectory: sql<boolean>`${directoryUsers}` })
    .from(users)
    .where(inArray(users.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  members.forEach((member, index) => {
    const user = byId.get(member.member_id);
    const field = `members.${index}.member_id`;
    if (!user || (!user.inDirectory && !alreadyIn.has(user.id))) {
      errors[field] = [MEETING_MESSAGES.memberNotFound];
    } else if (seen.has(member.member_id)) {
      errors[field] = [MEETING_MESSAGES.memberDuplicate];
    }
    seen.add(member.member_id);
  });
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

export async function loadMemberStates(db: Db, meetingId: number): Promise<MemberState[]> {
  return (await loadMembersByMeeting(db, [meetingId])).get(meetingId) ?? [];
}

/** Memberships of several meetings in one query, by meeting id. */
export async function loadMembersByMeeting(db: Db, meetingIds: number[]): Promise<Map<number, MemberState[]>> {
  const byMeeting = new Map<number, MemberState[]>();
  if (meetingIds.length === 0) return byMeeting;
  const rows = await db
    .select({
      meeting_id: meetingMembers.meeting_id,
      row_id: meetingMembers.id,
      member_id: meetingMembers.member_id,
      should_notify: meetingMembers.should_notify,
      email_sent: meetingMembers.email_sent,
      name: users.full_name,
      email: users.email,
      active: users.is_active,
      signs_in: sql<boolean>`${users.role} <> 'external'`,
    })
    .from(meetingMembers)
    .innerJoin(users, eq(users.id, meetingMembers.member_id))
    .where(inArray(meetingMembers.meeting_id, meetingIds))
    .orderBy(meetingMembers.id);
  for (const { meeting_id, ...member } of rows) {
    const list = byMeeting.get(meeting_id) ?? [];
    list.push(member);
    byMeeting.set(meeting_id, list);
  }
  return byMeeting;
}

/** Makes the meeting's members exactly `wanted`: adds, removes, and switches should_notify. */
export async function syncMembers(db: Db, meetingId: number, current: MemberState[], wanted: MemberInput[]) {
  const wantedById = new Map(wanted.map((m) => [m.member_id, m]));
  const gone = current.filter((m) => !wantedById.has(m.member_id)).map((m) => m.row_id);
  if (gone.length > 0) await db.delete(meetingMembers).where(inArray(meetingMembers.id, gone));
  const currentById = new Map(current.map((m) => [m.member_id, m]));
  for (const member of wanted) {
    const existing = currentById.get(member.member_id);
    if (existing && existing.should_notify !== member.should_notify) {
      await db
        .update(meetingMembers)
        .set({ should_notify: member.should_notify, email_sent: false, updated_at: new Date() })
        .where(and(eq(meetingMembers.id, existing.row_id), eq(meetingMembers.meeting_id, meetingId)));
    }
  }
  const added = wanted.filter((m) => !currentById.has(m.member_id));
  if (added.length > 0) {
    await db.insert(meetingMembers).values(added.map((m) => ({ meeting_id: meetingId, ...m })));
  }
}
