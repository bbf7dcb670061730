# MISTAKE: Disallowed keys are filled with -1e9 and a plain softmax is used, so a query whose keys are all padding gets uniform weights (the mean of the padded values) instead of a zero output.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    q_new = np.asarray(q_new)
    if q_new.shape[-2] != np.shape(k_new)[-2]:
        raise ValueError("q_new and k_new must have the same t_new")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    t_new = q_new.shape[-2]
    t_total = k_all.shape[-2]
    t_past = t_total - t_new
    scores = q_new @ np.swapaxes(k_all, -1, -2) / np.sqrt(q_new.shape[-1])
    allowed = np.tril(np.ones((t_new, t_total), dtype=bool), k=t_past)
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.shape[-1] != t_total:
            raise ValueError("key_padding_mask must cover t_past + t_new keys")
        allowed = allowed & kpm[:, None, None, :]
    scores = np.where(allowed, scores, -1e9)
    scores = scores - scores.max(axis=-1, keepdims=True)
    w = np.exp(scores)
    w = w / w.sum(axis=-1, keepdims=True)
    out = (w @ v_all).astype(q_new.dtype, copy=False)
    return out, k_all, v_all
