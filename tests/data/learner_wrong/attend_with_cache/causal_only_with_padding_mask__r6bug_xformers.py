# https://github.com/facebookresearch/xformers/issues/103
# Bug: the causal mask is only built inside the "if key_padding_mask is not None" branch, so without a padding mask a chunk of t_new > 1 new tokens attends to its own future (single-token steps are unaffected).
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[2]
    if k_new.shape[2] != t_new:
        raise ValueError("t_new mismatch")
    k = np.concatenate((k_cache, k_new), axis=2)
    v = np.concatenate((v_cache, v_new), axis=2)
    t_past, t_all = k_cache.shape[2], k.shape[2]
    scores = np.einsum("bhqd,bhkd->bhqk", q_new, k) / np.sqrt(np.asarray(q_new.shape[-1], dtype=q_new.dtype))
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.shape[-1] != t_all:
            raise ValueError("padding mask length")
        causal = np.arange(t_all)[None, :] <= t_past + np.arange(t_new)[:, None]
        allowed = causal[None, None] & kpm[:, None, None, :]
        scores = np.where(allowed, scores, -np.inf)
    m = np.max(scores, axis=-1, keepdims=True)
    m[~np.isfinite(m)] = 0
    p = np.exp(scores - m)
    l = p.sum(-1, keepdims=True)
    p = np.divide(p, l, out=np.zeros_like(p), where=l > 0)
    return np.einsum("bhqk,bhkd->bhqd", p, v).astype(q_new.dtype), k, v
