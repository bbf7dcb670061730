# CORRECT: concatenate caches, build a bottom-right causal mask with index comparison, combine with the padding mask, masked softmax with zero rows for fully masked queries.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    q_new = np.asarray(q_new)
    if q_new.shape[-2] != np.shape(k_new)[-2]:
        raise ValueError("q_new and k_new disagree on t_new")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    t_new = q_new.shape[-2]
    t_total = k_all.shape[-2]
    t_past = t_total - t_new
    d = q_new.shape[-1]

    scores = np.matmul(q_new, np.swapaxes(k_all, -1, -2)) / np.sqrt(float(d))
    i = np.arange(t_new)[:, None]
    j = np.arange(t_total)[None, :]
    allowed = j <= t_past + i  # (t_new, t_total)
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.ndim != 2 or kpm.shape[-1] != t_total:
            raise ValueError("key_padding_mask must cover t_past + t_new keys")
        allowed = allowed[None, None, :, :] & kpm[:, None, None, :]
    allowed = np.broadcast_to(allowed, scores.shape)

    masked = np.where(allowed, scores, -np.inf)
    row_max = np.max(masked, axis=-1, keepdims=True)
    row_max = np.where(np.isfinite(row_max), row_max, 0.0)
    e = np.where(allowed, np.exp(masked - row_max), 0.0)
    denom = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, denom, out=np.zeros_like(e), where=denom > 0)
    out = (w @ v_all).astype(np.result_type(q_new, v_all), copy=False)
    return out, k_all, v_all
