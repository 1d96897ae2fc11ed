import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  doublePrecision,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  bigint,
} from 'drizzle-orm/pg-core';
import type { ProtocolStage, ProtocolStatus, Role, TaskStatus } from '@protocolist/contracts/enums';
import type { ReportKind, ReportState } from '@protocolist/contracts/task-reports';
import type { RecordingState } from '@protocolist/contracts/recordings';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    full_name: text('full_name').notNull(),
    email: text('email'),
    password_hash: text('password_hash'),
    role: text('role').$type<Role>().notNull(),
    department: text('department'),
    position: text('position'),
    avatar_key: text('avatar_key'),
    is_active: boolean('is_active').notNull().default(true),
    manager_id: integer('manager_id').references((): any => users.id, { onDelete: 'set null' }),
    /** Who created the account; for an external member, the secretary who alone may edit him. */
    created_by: integer('created_by').references((): any => users.id, { onDelete: 'set null' }),
    calendar_secret: text('calendar_secret'),
    /** Every token issued before this moment is void (password change, reset, blocking). */
    tokens_valid_after: timestamp('tokens_valid_after', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_calendar_secret_unique').on(t.calendar_secret),
    index('users_manager_idx').on(t.manager_id),
    index('users_full_name_trgm_idx').using('gin', sql`${t.full_name} gin_trgm_ops`),
  ],
);

export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Counters of limited actions (login, reset links, refresh) per key, each for a fixed window; see http/rate-limit.ts. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    reset_at: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.reset_at)],
);

export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    kind: text('kind').$type<'reset' | 'welcome'>().notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_tokens_hash_unique').on(t.token_hash), index('password_tokens_user_idx').on(t.user_id)],
);

/** Organisation settings (name printed on documents, timezone): one row per key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export const keywords = pgTable(
  'keywords',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    phrase: text('phrase').notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('keywords_user_idx').on(t.user_id, t.position)],
);

export const meetings = pgTable(
  'meetings',
  {
    id: serial('id').primaryKey(),
    secretary_id: integer('secretary_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    theme: text('theme').notNull(),
    description: text('description'),
    link: text('link'),
    event_date: date('event_date', { mode: 'string' }).notNull(),
    event_start_time: time('event_start_time').notNull(),
    event_end_time: time('event_end_time').notNull(),
    document: jsonb('document').$type<StoredFile | null>(),
    /** iCalendar UID suffix stays, SEQUENCE grows with every change members are told about. */
    ical_sequence: integer('ical_sequence').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('meetings_secretary_date_idx').on(t.secretary_id, t.event_date, t.event_start_time)],
);

export const meetingMembers = pgTable(
  'meeting_members',
  {
    id: serial('id').primaryKey(),
    meeting_id: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    member_id: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    should_notify: boolean('should_notify').notNull().default(false),
    email_sent: boolean('email_sent').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('meeting_members_unique').on(t.meeting_id, t.member_id),
    index('meeting_members_member_idx').on(t.member_id),
  ],
);

export interface StoredFile {
  key: string;
  name: string;
  size: number;
  mime: string;
  duration?: number | null;
}

export interface TranscriptSegment {
  start: number;
  end: number;
  speaker?: string | null;
  text: string;
}

export interface ProcessingOptions {
  engine?: 'gigaam' | 'whisper' | 'openai' | 'subtitles';
  replace_transcript?: boolean;
  /** The transcript column already holds what was recognised while recording (issue 27): no second recognition. */
  live_transcript?: boolean;
}

export interface SpeakerName {
  /** A member of the protocol, or null for a typed name. */
  user_id: number | null;
  name: string;
}

export interface Section {
  key: string;
  value: string;
}

export const protocolCounters = pgTable('protocol_counters', {
  secretary_id: integer('secretary_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  last_number: integer('last_number').notNull(),
});

/** The last registration number given in each calendar year (`assignDocumentNumber`). */
export const documentCounters = pgTable('document_counters', {
  year: integer('year').primaryKey(),
  last_number: integer('last_number').notNull(),
});

export const protocols = pgTable(
  'protocols',
  {
    id: serial('id').primaryKey(),
    secretary_id: integer('secretary_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    protocol_number: integer('protocol_number').notNull(),
    theme: text('theme').notNull(),
    agenda: text('agenda'),
    event_date: date('event_date', { mode: 'string' }).notNull(),
    event_start_time: time('event_start_time'),
    location: text('location'),
    city: text('city'),
    meeting_id: integer('meeting_id').references(() => meetings.id, { onDelete: 'set null' }),
    director_id: integer('director_id').references(() => users.id, { onDelete: 'set null' }),
    stage: text('stage').$type<ProtocolStage>().notNull().default('no_video'),
    status: text('status').$type<ProtocolStatus>().notNull().default('process'),
    stage_error: text('stage_error'),
    progress: integer('progress'),
    video: jsonb('video').$type<StoredFile | null>(),
    subtitles: jsonb('subtitles').$type<StoredFile | null>(),
    transcript: jsonb('transcript').$type<TranscriptSegment[] | null>(),
    transcript_edited: boolean('transcript_edited').notNull().default(false),
    /** Draft sections cut from the transcript by keywords; rebuilt until the secretary edits them. */
    sections: jsonb('sections').$type<Section[] | null>(),
    sections_edited: boolean('sections_edited').notNull().default(false),
    final_transcript: jsonb('final_transcript').$type<Section[] | null>(),
    /** When «Разослать протокол» last queued its letters: a repeat within a minute is the same sending. */
    sent_at: timestamp('sent_at', { withTimezone: true }),
    summary: text('summary'),
    suggested_tasks: jsonb('suggested_tasks').$type<unknown[] | null>(),
    suggested_members: jsonb('suggested_members').$type<unknown[] | null>(),
    /** What the secretary asked of the next processing run (engine, replacing an edited transcript). */
    processing_options: jsonb('processing_options').$type<ProcessingOptions | null>(),
    /** What a running job is waiting for, in a sentence for the secretary (the speech model); null otherwise. */
    processing_note: text('processing_note'),
    /** Names the secretary gave the transcript's speaker labels («Спикер 1» → a member or a typed name). */
    speaker_names: jsonb('speaker_names').$type<Record<string, SpeakerName> | null>(),
    /**
     * The titles of the sections that make the protocol text (pipeline/protocol-text), written with every change of
     * `sections` or `final_transcript`; the statistics count keyword hits in it. NULL until filled at start.
     */
    text_sections: jsonb('text_sections').$type<string[] | null>().default(sql`'[]'::jsonb`),
    /** The registration number within the calendar year, given when the final version is first saved. */
    document_year: integer('document_year'),
    document_number: integer('document_number'),
    /**
     * The version of the text (transcript, sections, final text): raised by a trigger on every change of it
     * (migration 0008); editors send it back in If-Match and get 409 when someone saved in between.
     */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('protocols_secretary_number_unique').on(t.secretary_id, t.protocol_number),
    uniqueIndex('protocols_document_number_unique').on(t.document_year, t.document_number),
    // The protocol list's order (newest first, id breaking ties): a secretary's page, and everyone's (an admin's,
    // or a manager's team read along it), straight from the index (migration 0010).
    index('protocols_secretary_created_idx').on(t.secretary_id, t.created_at, t.id),
    index('protocols_created_idx').on(t.created_at, t.id),
    index('protocols_secretary_status_idx').on(t.secretary_id, t.status),
  ],
);

export const protocolMembers = pgTable(
  'protocol_members',
  {
    id: serial('id').primaryKey(),
    protocol_id: integer('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    member_id: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('protocol_members_unique').on(t.protocol_id, t.member_id),
    index('protocol_members_member_idx').on(t.member_id),
  ],
);

export const protocolTasks = pgTable(
  'protocol_tasks',
  {
    id: serial('id').primaryKey(),
    protocol_id: integer('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    responsible_id: integer('responsible_id').references(() => users.id, { onDelete: 'set null' }),
    essence: text('essence').notNull(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    status: text('status').$type<TaskStatus>().notNull().default('process'),
    /**
     * The question (agenda item number, from 1) of the protocol's text the task was given under; null: tied to none
     * (pipeline/protocol-text places it by its words). Migration 0019.
     */
    question: smallint('question'),
    /** When the assignment letter was queued; null while the protocol is not final (one letter comes then). */
    assignment_mailed_at: timestamp('assignment_mailed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // With the deadline and id: the register's page of a team's or a secretary's tasks is ordered and counted from the index alone.
    index('protocol_tasks_protocol_idx').on(t.protocol_id, t.deadline, t.id),
    index('protocol_tasks_status_deadline_idx').on(t.status, t.deadline),
    index('protocol_tasks_responsible_idx').on(t.responsible_id),
    index('protocol_tasks_deadline_idx').on(t.deadline, t.id),
    index('protocol_tasks_unannounced_idx')
      .on(t.deadline, t.id)
      .where(sql`${t.status} = 'process' AND ${t.assignment_mailed_at} IS NULL`),
    // The register's search box (ILIKE '%…%'), migration 0019.
    index('protocol_tasks_essence_trgm_idx').using('gin', sql`${t.essence} gin_trgm_ops`),
  ],
);

export const taskStatusChanges = pgTable(
  'task_status_changes',
  {
    id: serial('id').primaryKey(),
    task_id: integer('task_id')
      .notNull()
      .references(() => protocolTasks.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<TaskStatus>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_status_changes_task_idx').on(t.task_id, t.created_at)],
);

/** Every move of a task's deadline, with who moved it and why (`changeTaskDeadline`). */
export const taskDeadlineChanges = pgTable(
  'task_deadline_changes',
  {
    id: serial('id').primaryKey(),
    task_id: integer('task_id')
      .notNull()
      .references(() => protocolTasks.id, { onDelete: 'cascade' }),
    old_deadline: date('old_deadline', { mode: 'string' }).notNull(),
    new_deadline: date('new_deadline', { mode: 'string' }).notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_deadline_changes_task_idx').on(t.task_id, t.created_at)],
);

/** The personal report link in a task's letters (issue 24): only the hash of its token is kept. */
export const taskReportLinks = pgTable(
  'task_report_links',
  {
    id: serial('id').primaryKey(),
    task_id: integer('task_id')
      .notNull()
      .references(() => protocolTasks.id, { onDelete: 'cascade' }),
    responsible_id: integer('responsible_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** With the server's secret, signs the token again for the next letter. */
    nonce: text('nonce').notNull(),
    token_hash: text('token_hash').notNull(),
    /** Revoked by the secretary or by a reassignment: the link answers «недействительна». */
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    /** Closed by the secretary's decision: the link still shows the state but changes nothing. */
    closed_at: timestamp('closed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('task_report_links_open_unique')
      .on(t.task_id)
      .where(sql`${t.revoked_at} IS NULL AND ${t.closed_at} IS NULL`),
    index('task_report_links_task_idx').on(t.task_id),
  ],
);

export const taskReports = pgTable(
  'task_reports',
  {
    id: serial('id').primaryKey(),
    task_id: integer('task_id')
      .notNull()
      .references(() => protocolTasks.id, { onDelete: 'cascade' }),
    link_id: integer('link_id')
      .notNull()
      .references(() => taskReportLinks.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReportKind>().notNull(),
    comment: text('comment').notNull().default(''),
    proposed_deadline: date('proposed_deadline', { mode: 'string' }),
    file: jsonb('file').$type<StoredFile | null>(),
    state: text('state').$type<ReportState>().notNull().default('pending'),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    decision_comment: text('decision_comment'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('task_reports_one_pending').on(t.task_id).where(sql`${t.state} = 'pending'`),
    index('task_reports_link_idx').on(t.link_id, t.created_at),
  ],
);

/** Each reminder once: claimed in the transaction that queues its letter. */
export const taskReminders = pgTable(
  'task_reminders',
  {
    task_id: integer('task_id')
      .notNull()
      .references(() => protocolTasks.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    responsible_id: integer('responsible_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.task_id, t.kind, t.deadline, t.responsible_id] })],
);

/** A person's deadlines as a calendar feed (issue 24), made by a user of the register: only its token's hash is kept. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    /** Who made it: the feed shows the person's tasks this user may read, judged at every fetch. */
    owner_id: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    responsible_id: integer('responsible_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    token_hash: text('token_hash').notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    last_fetched_at: timestamp('last_fetched_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_open_unique')
      .on(t.owner_id, t.responsible_id)
      .where(sql`${t.revoked_at} IS NULL`),
  ],
);

/** The secretary's daily digest of overdue tasks, once a day. */
export const overdueDigests = pgTable(
  'overdue_digests',
  {
    secretary_id: integer('secretary_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.secretary_id, t.day] })],
);

/** A chunked upload in progress: which chunks of which total have arrived. */
export const uploadChunks = pgTable(
  'upload_chunks',
  {
    protocol_id: integer('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    upload_id: text('upload_id').notNull(),
    total_chunks: integer('total_chunks').notNull(),
    chunk_index: integer('chunk_index').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    key: text('key').notNull(),
    file_name: text('file_name'),
    /** The chunk's SHA-256 (hex): a second write of the same index must carry the same bytes. */
    sha256: text('sha256'),
    /** The client's SHA-256 of the whole file, when it sent one: checked after assembly. */
    file_sha256: text('file_sha256'),
    /** Where the chunk's bytes lie in the upload's data file (local storage); null: in an object of its own (`key`). */
    data_offset: bigint('data_offset', { mode: 'number' }),
    /** The assembly marker's lease: renewed while the assembly runs; a lapsed one may be taken over. */
    heartbeat_at: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.protocol_id, t.upload_id, t.chunk_index] })],
);

/**
 * Statistics kept current by database triggers (migration 0001_stats_indexes, functions stats_*), so that the
 * statistics endpoints read a few rows instead of counting a million tasks. stats_rebuild() recomputes them.
 */
export const secretaryStats = pgTable('secretary_stats', {
  secretary_id: integer('secretary_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  protocols_process: integer('protocols_process').notNull().default(0),
  protocols_success: integer('protocols_success').notNull().default(0),
  tasks_process: integer('tasks_process').notNull().default(0),
  tasks_success: integer('tasks_success').notNull().default(0),
  tasks_expired: integer('tasks_expired').notNull().default(0),
  meetings: integer('meetings').notNull().default(0),
  /** Non-empty sections of her protocols titled by one of her keywords. */
  keyword_hits: integer('keyword_hits').notNull().default(0),
});

/**
 * How the number of a secretary's tasks in each status steps up or down within a 15-minute UTC interval: the
 * state as of any moment on a quarter hour (every local midnight) is the sum of the steps before it.
 */
export const taskStateDeltas = pgTable(
  'task_state_deltas',
  {
    secretary_id: integer('secretary_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    status: text('status').$type<TaskStatus>().notNull(),
    delta: integer('delta').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.secretary_id, t.bucket, t.status] }),
    // With delta in the key, a month of steps is read from the index alone.
    index('task_state_deltas_read_idx').on(t.secretary_id, t.bucket, t.status, t.delta),
  ],
);

/** The same steps summed per UTC month, so that a month's figures need not add up all the years before it. */
export const taskStateMonthly = pgTable(
  'task_state_monthly',
  {
    secretary_id: integer('secretary_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    status: text('status').$type<TaskStatus>().notNull(),
    delta: integer('delta').notNull(),
  },
  (t) => [primaryKey({ columns: [t.secretary_id, t.month, t.status] })],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Searchable pieces of protocols, transcripts, tasks and meetings (issue 17), written only by the triggers of
 * migration 0009_search and read by modules/search; `secretary_id` is the owner the access policy scopes by.
 */
export const searchEntries = pgTable(
  'search_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<'protocol' | 'transcript' | 'task' | 'meeting'>().notNull(),
    secretary_id: integer('secretary_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    protocol_id: integer('protocol_id').references(() => protocols.id, { onDelete: 'cascade' }),
    task_id: integer('task_id').references(() => protocolTasks.id, { onDelete: 'cascade' }),
    meeting_id: integer('meeting_id').references(() => meetings.id, { onDelete: 'cascade' }),
    event_date: date('event_date', { mode: 'string' }).notNull(),
    position: integer('position').notNull().default(0),
    label: text('label'),
    body: text('body').notNull(),
    /** Transcript pieces: each segment's start second, and the character where its text begins in `body`. */
    starts: doublePrecision('starts').array(),
    offsets: integer('offsets').array(),
    tsv: tsvector('tsv').notNull(),
  },
  (t) => [
    index('search_entries_tsv_idx').using('gin', t.tsv),
    index('search_entries_protocol_idx').on(t.protocol_id, t.kind),
    index('search_entries_task_idx').on(t.task_id),
    index('search_entries_meeting_idx').on(t.meeting_id),
    index('search_entries_tsv_protocol_idx').using('gin', t.tsv).where(sql`${t.kind} = 'protocol'`),
    index('search_entries_tsv_task_idx').using('gin', t.tsv).where(sql`${t.kind} = 'task'`),
    index('search_entries_tsv_meeting_idx').using('gin', t.tsv).where(sql`${t.kind} = 'meeting'`),
    index('search_entries_secretary_idx').on(t.secretary_id, t.event_date, t.id),
    index('search_entries_date_idx').on(t.event_date.desc(), t.id.desc()),
  ],
);

/** A protocol's recording made in the browser (issue 27): its takes, pieces and live utterances follow. */
export const recordings = pgTable(
  'recordings',
  {
    id: serial('id').primaryKey(),
    protocol_id: integer('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    state: text('state').$type<RecordingState>().notNull().default('recording'),
    /** What the client named on stop: the number of pieces of each take (kept so a restart finishes the stop). */
    stop_takes: jsonb('stop_takes').$type<{ take: number; pieces: number }[] | null>(),
    duration_seconds: doublePrecision('duration_seconds'),
    /** Why the last stop failed (joining, storing), for the logs and a retried stop. */
    error: text('error'),
    /** While «stopping»: until when the process doing the stop's work holds it (renewed while it works). */
    stop_lease_until: timestamp('stop_lease_until', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('recordings_protocol_id_unique').on(t.protocol_id)],
);

export const recordingTakes = pgTable(
  'recording_takes',
  {
    recording_id: integer('recording_id')
      .notNull()
      .references(() => recordings.id, { onDelete: 'cascade' }),
    take: integer('take').notNull(),
    mime_type: text('mime_type').notNull(),
    /** 16 kHz samples the take decodes to, once it was decoded to its end. */
    samples: bigint('samples', { mode: 'number' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.recording_id, t.take] })],
);

/** One row per stored piece, inserted only after its bytes are stored: the key makes repeats count once. */
export const recordingPieces = pgTable(
  'recording_pieces',
  {
    recording_id: integer('recording_id').notNull(),
    take: integer('take').notNull(),
    index: integer('index').notNull(),
    sha256: text('sha256').notNull(),
    size: integer('size').notNull(),
    key: text('key').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.recording_id, t.take, t.index] })],
);

/** Utterances recognised while recording; `id` is `take:startMs` (ms within the take), stable across re-decoding. */
export const recordingSegments = pgTable(
  'recording_segments',
  {
    recording_id: integer('recording_id')
      .notNull()
      .references(() => recordings.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    take: integer('take').notNull(),
    start_ms: integer('start_ms').notNull(),
    end_ms: integer('end_ms').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.recording_id, t.id] })],
);
