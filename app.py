"""Attention Dojo — the practice app: page setup, session state, navigation, language and profile.

Pages live in ``app_pages/``; their logic in ``dojo/`` (plain Python, tested without Streamlit).
Start with ``make run`` or ``streamlit run app.py``.
"""

from pathlib import Path

import streamlit as st

# first, before anything else can draw: the tab's title and icon (the HTML page says "Streamlit"
# until this runs; see docs/app.md)
st.set_page_config(page_title="Attention Dojo", page_icon="🥋", layout="wide")

from app_pages import ui  # noqa: E402
from dojo import identity  # noqa: E402
from dojo.i18n import LANGS, t  # noqa: E402
from dojo.safe import esc  # noqa: E402
from dojo.settings import get_settings  # noqa: E402

settings = get_settings()
ss = st.session_state
store = ui.store()


def _auth_configured() -> bool:
    try:
        return "auth" in st.secrets
    except Exception:
        return False


def _identity() -> str | None:
    """The OIDC user when auth is configured (None until they log in: ``?profile=`` is then ignored),
    else a local profile name — which can never have the ``user:`` form (dojo.identity)."""
    logged_in = bool(getattr(st.user, "is_logged_in", False)) if _auth_configured() else False
    return identity.resolve(auth_configured=_auth_configured(), logged_in=logged_in,
                            email=st.user.get("email") if logged_in else None,
                            sub=st.user.get("sub") if logged_in else None,
                            query_profile=st.query_params.get("profile"), default_profile=settings.default_profile)


def _load_profile(name: str) -> None:
    info = store.ensure_profile(name)
    ss["profile"] = name
    ss["lang"] = info["lang"] or ss.get("lang") or settings.default_lang
    ss["pack_path"] = info["pack_path"] or (str(settings.pack_path) if settings.pack_path else None)


# session state, once per session (and again when the OIDC identity changes)
who = _identity()
if who is None:  # auth configured, nobody logged in: no profile, nothing stored
    lang0 = ss.get("lang") or settings.default_lang
    st.title(f"🥋 {t('app.title', lang0)}")
    st.info(t("side.log_in_needed", lang0))
    st.button(t("side.log_in", lang0), on_click=st.login, key="_login", type="primary")
    st.stop()
if ss.get("profile") is None or (identity.is_authenticated_name(who) and ss.get("profile") != who) or (
        identity.is_authenticated_name(ss.get("profile")) and ss.get("profile") != who):
    _load_profile(who)


def _on_lang() -> None:
    choice = ss.get("_lang_widget")
    if choice in LANGS:  # clicking the selected option again deselects it: keep the language
        ss["lang"] = choice
        store.set_lang(ui.profile(), choice)


def _on_profile() -> None:
    name = identity.normalise_local(ss.get("_profile_widget"))
    if name is None or _auth_configured():
        ss["_profile_error"] = True
        return
    ss["_profile_error"] = False
    _load_profile(name)
    for k in [k for k in ss if str(k).startswith("code-") or str(k).startswith("_result")]:
        del ss[k]


lang = ui.lang()
with st.sidebar:
    st.markdown(f"### 🥋 {t('app.title', lang)}")
    ss["_lang_widget"] = lang
    st.segmented_control(t("side.language", lang), options=list(LANGS), format_func=LANGS.get,
                         key="_lang_widget", on_change=_on_lang, selection_mode="single")
    if _auth_configured() and getattr(st.user, "is_logged_in", False):
        st.caption(esc(t("side.signed_in_as", lang, name=ui.profile().removeprefix(identity.AUTH_PREFIX))))
        st.button(t("side.log_out", lang), on_click=st.logout, key="_logout")
    else:
        if ss.get("_profile_widget") is None or not ss.get("_profile_error"):
            ss["_profile_widget"] = ui.profile()
        st.text_input(t("side.profile", lang), key="_profile_widget", on_change=_on_profile,
                      help=t("side.profile_help", lang), max_chars=64)
        if ss.get("_profile_error"):
            st.caption(t("side.bad_profile", lang))
        if _auth_configured():
            st.button(t("side.log_in", lang), on_click=st.login, key="_login")

# keep the profile in the URL so that a reload comes back to it
if not identity.is_authenticated_name(ui.profile()):
    if ui.profile() != settings.default_profile and st.query_params.get("profile") != ui.profile():
        st.query_params["profile"] = ui.profile()
    elif ui.profile() == settings.default_profile and "profile" in st.query_params:
        del st.query_params["profile"]

here = Path(__file__).resolve().parent


def _page(name: str, key: str, icon: str, **kw) -> st.Page:
    return st.Page(ui.page(name), title=t(key, lang), icon=icon, url_path=name, **kw)


practice = [_page("curriculum", "nav.curriculum", "🗺️", default=True), _page("exercise", "nav.exercise", "🧩"),
            _page("playground", "nav.playground", "🔬")]
for name, key, icon in (("quiz", "nav.quiz", "❓"), ("mock_interview", "nav.mock_interview", "🎤"),
                        ("real_model", "nav.real_model", "🤖")):
    if (here / "app_pages" / f"{name}.py").is_file():  # written by other engineers; optional
        practice.append(_page(name, key, icon))
you = [_page("progress", "nav.progress", "📈"), _page("packs", "nav.packs", "📦")]
with ui.span("script"):  # the page's whole run (DOJO_TIMINGS=1; see ui.span)
    st.navigation({t("nav.section.practice", lang): practice, t("nav.section.you", lang): you}).run()
