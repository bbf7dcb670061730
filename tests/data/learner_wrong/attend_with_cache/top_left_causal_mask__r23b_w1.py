# MISTAKE: the causal mask is taken as the FIRST t_new rows of a (T, T) lower-triangular matrix (top-left aligned) instead of the last t_new rows, so with a non-empty cache new query i only sees keys 0..i instead of 0..t_past+i.
import math
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    q_new = np.asarray(q_new)
    if q_new.shape[-2] != np.asarray(k_new).shape[-2]:
        raise ValueError("q_new and k_new have different t_new")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    t_new = q_new.shape[-2]
    T = k_all.shape[-2]
    d = q_new.shape[-1]
    scores = (q_new @ np.swapaxes(k_all, -1, -2)) / math.sqrt(d)
    causal = np.tril(np.ones((T, T), dtype=bool))[:t_new]       # rows of the new queries
    allowed = causal
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.ndim != 2 or kpm.shape[-1] != T:
            raise ValueError(f"key_padding_mask must be (batch, {T}), got {kpm.shape}")
        allowed = allowed & kpm[:, None, None, :]
    allowed = np.broadcast_to(allowed, scores.shape)
    s = np.where(allowed, scores, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.where(allowed, np.exp(s - m), 0.0)
    denom = e.sum(axis=-1, keepdims=True)
    w = e / np.where(denom == 0, 1.0, denom)
    out = (w.astype(q_new.dtype) @ v_all).astype(q_new.dtype, copy=False)
    return out, k_all, v_all
