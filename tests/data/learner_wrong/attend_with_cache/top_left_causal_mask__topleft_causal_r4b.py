# WRONG: causal mask aligned top-left (np.tril(ones(t_new, t_all)): query i sees keys j <= i) instead of bottom-right (j <= t_past + i): wrong whenever t_past > 0 (the newest single token sees only key 0). Caches, padding, checks and dtype right.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("t_new mismatch")
    k_all = np.concatenate((k_cache, k_new), axis=-2)
    v_all = np.concatenate((v_cache, v_new), axis=-2)
    t_new, t_all = q_new.shape[-2], k_all.shape[-2]
    allow = np.tril(np.ones((t_new, t_all), dtype=bool))
    if key_padding_mask is not None:
        if key_padding_mask.shape[-1] != t_all:
            raise ValueError("padding mask length")
        allow = allow & key_padding_mask[:, None, None, :]
    scores = q_new @ np.swapaxes(k_all, -1, -2) / q_new.dtype.type(np.sqrt(q_new.shape[-1]))
    scores = np.where(allow, scores, -np.inf)
    mx = np.max(scores, -1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(scores - mx)
    z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(q_new.dtype)
    return w @ v_all, k_all, v_all
