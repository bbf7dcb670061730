"""Who is using the app: the logged-in identity (OIDC via ``st.login``) or a local profile name.

Logged-in users are stored under ``user:<email or sub>``. A local profile name can never take that
form: it allows letters, digits, spaces, dots, dashes and underscores only — no colon, no ``@`` — so
no URL (``?profile=…``) and no sidebar entry can open a logged-in user's drafts and history. When
authentication is configured, only the logged-in identity is ever used; ``?profile=`` is ignored and a
visitor who has not logged in gets no profile at all (the app asks them to log in).
"""

from __future__ import annotations

import re
import unicodedata

AUTH_PREFIX = "user:"
# \w is Unicode-aware (Chinese names are fine); no ':' and no '@': never the shape of an identity
LOCAL_PROFILE_RE = re.compile(r"^[\w .\-]{1,64}$")


def normalise_local(name: str | None) -> str | None:
    """A local profile name as stored (NFC, trimmed), or None when it is not an acceptable one."""
    if not isinstance(name, str):
        return None
    name = unicodedata.normalize("NFC", name).strip()
    if not LOCAL_PROFILE_RE.fullmatch(name):
        return None
    return name


def is_authenticated_name(name: str | None) -> bool:
    return isinstance(name, str) and name.startswith(AUTH_PREFIX)


def authenticated_name(email: str | None, sub: str | None) -> str | None:
    who = (email or sub or "").strip()
    return f"{AUTH_PREFIX}{who}" if who else None


def resolve(*, auth_configured: bool, logged_in: bool, email: str | None = None, sub: str | None = None,
            query_profile: str | None = None, default_profile: str = "learner") -> str | None:
    """The profile this session uses.

    - auth configured and logged in → ``user:<email or sub>``;
    - auth configured, not logged in → None (no profile: the app asks for a login; ``?profile=`` is
      ignored, whatever it says);
    - no auth → ``?profile=`` when it is an acceptable local name, else the default profile.
    """
    if auth_configured:
        return authenticated_name(email, sub) if logged_in else None
    return normalise_local(query_profile) or normalise_local(default_profile) or "learner"


__all__ = ["AUTH_PREFIX", "LOCAL_PROFILE_RE", "normalise_local", "is_authenticated_name", "authenticated_name",
           "resolve"]
