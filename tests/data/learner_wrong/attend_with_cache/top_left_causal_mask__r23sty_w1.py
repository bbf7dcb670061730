# MISTAKE: The causal mask is built with np.tril on a (t_new, t_past + t_new) grid, i.e. top-left aligned (new query i sees keys 0..i) instead of bottom-right aligned (keys 0..t_past + i), so new tokens cannot see most of the cache.
import numpy as np


def _safe_softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = np.sum(e, axis=-1, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z > 0)


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError("q_new and k_new disagree on t_new")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    t_total = k_all.shape[-2]

    allowed = np.tril(np.ones((t_new, t_total), dtype=bool))
    if key_padding_mask is not None:
        key_padding_mask = np.asarray(key_padding_mask, dtype=bool)
        if key_padding_mask.shape[-1] != t_total:
            raise ValueError("key_padding_mask must cover t_past + t_new keys")
        allowed = allowed & key_padding_mask[:, None, None, :]

    d = q_new.shape[-1]
    scores = np.einsum("bhqd,bhkd->bhqk", q_new, k_all) / np.sqrt(d).astype(q_new.dtype)
    scores = np.where(allowed, scores, -np.inf)
    w = _safe_softmax(scores)
    out = np.einsum("bhqk,bhkv->bhqv", w, v_all)
    return out.astype(q_new.dtype), k_all, v_all
