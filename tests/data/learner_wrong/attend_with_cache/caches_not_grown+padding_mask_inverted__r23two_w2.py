# MISTAKE: key_padding_mask is read with PyTorch's key_padding_mask polarity (True = padding), so real tokens are hidden and padding is attended.
# MISTAKE: The function returns the ORIGINAL k_cache / v_cache arguments instead of the grown caches k_all / v_all.
import math

import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    q_new = np.asarray(q_new)
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("q_new and k_new must have the same number of new tokens")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    t_new = q_new.shape[-2]
    t_total = k_all.shape[-2]
    t_past = t_total - t_new
    d = q_new.shape[-1]

    scores = q_new @ np.swapaxes(k_all, -1, -2) / math.sqrt(d)
    i = np.arange(t_new)[:, None]
    j = np.arange(t_total)[None, :]
    allowed = j <= t_past + i
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.ndim != 2 or kpm.shape[0] != q_new.shape[0] or kpm.shape[1] != t_total:
            raise ValueError(f"key_padding_mask must be (batch, {t_total}), got {kpm.shape}")
        is_pad = kpm[:, None, None, :]
        allowed = allowed & ~is_pad
    allowed = np.broadcast_to(allowed, scores.shape)

    scores = np.where(allowed, scores, -np.inf)
    row_max = scores.max(axis=-1, keepdims=True)
    row_max = np.where(np.isfinite(row_max), row_max, 0)
    e = np.where(allowed, np.exp(scores - row_max), 0)
    denom = e.sum(axis=-1, keepdims=True)
    weights = e / np.where(denom > 0, denom, 1)
    out = (weights @ v_all).astype(q_new.dtype, copy=False)
    return out, k_cache, v_cache
