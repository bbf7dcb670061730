# MISTAKE: The causal mask is top-left aligned (np.tril over (t_new, t_past + t_new): new query i sees keys j <= i) instead of bottom-right (j <= t_past + i), so new tokens cannot see most of the cache.
# MISTAKE: Scores are divided by head_dim instead of sqrt(head_dim).
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    q_new = np.asarray(q_new)
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("q_new and k_new must have the same number of new tokens")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    t_new = q_new.shape[-2]
    t_total = k_all.shape[-2]
    d = q_new.shape[-1]

    scores = q_new @ np.swapaxes(k_all, -1, -2) / d
    allowed = np.tril(np.ones((t_new, t_total), dtype=bool))
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.ndim != 2 or kpm.shape[0] != q_new.shape[0] or kpm.shape[1] != t_total:
            raise ValueError(f"key_padding_mask must be (batch, {t_total}), got {kpm.shape}")
        allowed = allowed & kpm[:, None, None, :]
    allowed = np.broadcast_to(allowed, scores.shape)

    scores = np.where(allowed, scores, -np.inf)
    row_max = scores.max(axis=-1, keepdims=True)
    row_max = np.where(np.isfinite(row_max), row_max, 0)
    e = np.where(allowed, np.exp(scores - row_max), 0)
    denom = e.sum(axis=-1, keepdims=True)
    weights = e / np.where(denom > 0, denom, 1)
    out = (weights @ v_all).astype(q_new.dtype, copy=False)
    return out, k_all, v_all
