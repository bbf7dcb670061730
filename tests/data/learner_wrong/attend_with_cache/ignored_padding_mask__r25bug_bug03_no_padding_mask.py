# SOURCE: https://github.com/turboderp/exllama/pull/101
# MISTAKE: key_padding_mask is checked for its length but never applied: only the causal mask is used, so the (left-)padding keys in the cache are attended like real tokens (the batched forward "didn't accept an attention mask", pads were just fed in as tokens).
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("q_new and k_new must have the same t_new")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    t_past = k_cache.shape[-2]
    t_new = q_new.shape[-2]
    t_total = t_past + t_new
    if key_padding_mask is not None and np.shape(key_padding_mask)[-1] != t_total:
        raise ValueError("key_padding_mask must cover t_past + t_new keys")

    d = q_new.shape[-1]
    scores = q_new @ np.swapaxes(k_all, -1, -2) / np.sqrt(d)
    i = np.arange(t_new)[:, None]
    j = np.arange(t_total)[None, :]
    allowed = j <= t_past + i
    scores = np.where(allowed, scores, -np.inf)

    m = scores.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(scores - m)
    s = e.sum(axis=-1, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1.0), 0.0)
    out = (w @ v_all).astype(q_new.dtype)
    return out, k_all, v_all
