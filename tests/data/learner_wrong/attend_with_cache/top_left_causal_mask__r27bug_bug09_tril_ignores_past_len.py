# SOURCE: https://github.com/tinygrad/tinygrad/pull/15949
# MISTAKE: The causal mask is np.tril over (t_new, t_past + t_new) with diagonal 0 (top-left aligned), so new query i only sees keys 0..i and the cached past is hidden; it should be offset by t_past (key j allowed iff j <= t_past + i).
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("q_new and k_new must have the same number of new tokens")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    t_new = q_new.shape[-2]
    t_total = k_all.shape[-2]
    if key_padding_mask is not None and key_padding_mask.shape[-1] != t_total:
        raise ValueError("key_padding_mask must cover t_past + t_new keys")

    scores = q_new @ np.swapaxes(k_all, -1, -2) / np.sqrt(q_new.shape[-1])
    allowed = np.tril(np.ones((t_new, t_total), dtype=bool))
    if key_padding_mask is not None:
        allowed = allowed & key_padding_mask[:, None, None, :]
    scores = np.where(allowed, scores, -np.inf)

    row_max = scores.max(axis=-1, keepdims=True)
    row_max[~np.isfinite(row_max)] = 0.0
    w = np.exp(scores - row_max)
    denom = w.sum(axis=-1, keepdims=True)
    w = np.divide(w, denom, out=np.zeros_like(w), where=denom > 0)
    out = (w @ v_all).astype(q_new.dtype, copy=False)
    return out, k_all, v_all
