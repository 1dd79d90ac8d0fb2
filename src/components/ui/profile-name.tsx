import { Link } from 'react-router-dom';
import { profilePath } from '@/domain/paths';

interface ProfileNameProps {
  /** The person's username once their record has arrived; without it the name is plain text. */
  username: string | undefined;
  /** What to show: the username, or a stand-in ('Unknown User', '…') while there is none. */
  name: string;
  className: string;
}

/** A person's name beside what they wrote or spent: a link to their profile when they are known. */
export function ProfileName({ username, name, className }: ProfileNameProps) {
  if (!username) return <span className={className}>{name}</span>;
  return (
    <Link to={profilePath(username)} className={`${className} underline-offset-2 hover:underline`}>
      {name}
    </Link>
  );
}
