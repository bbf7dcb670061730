# MISTAKE: only the cached part of key_padding_mask (first t_past columns) is applied; the new tokens are assumed to be real, so padding that arrives in the new chunk (e.g. the left-padded prompt when t_past = 0) is attended to.
import math
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    q_new = np.asarray(q_new)
    if q_new.shape[-2] != np.asarray(k_new).shape[-2]:
        raise ValueError("q_new and k_new have different t_new")
    t_past = np.asarray(k_cache).shape[-2]
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    t_new = q_new.shape[-2]
    T = t_past + t_new
    d = q_new.shape[-1]
    scores = (q_new @ np.swapaxes(k_all, -1, -2)) / math.sqrt(d)
    i = np.arange(t_new)[:, None]
    j = np.arange(T)[None, :]
    allowed = j <= t_past + i
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.ndim != 2 or kpm.shape[-1] != T:
            raise ValueError(f"key_padding_mask must be (batch, {T}), got {kpm.shape}")
        # padding lives in the cache; the tokens we are decoding now are real
        real = np.concatenate(
            [kpm[:, :t_past], np.ones((kpm.shape[0], t_new), dtype=bool)], axis=1)
        allowed = allowed & real[:, None, None, :]
    allowed = np.broadcast_to(allowed, scores.shape)
    s = np.where(allowed, scores, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.where(allowed, np.exp(s - m), 0.0)
    denom = e.sum(axis=-1, keepdims=True)
    w = e / np.where(denom == 0, 1.0, denom)
    out = (w.astype(q_new.dtype) @ v_all).astype(q_new.dtype, copy=False)
    return out, k_all, v_all
