# MISTAKE: masked scores are filled with the finite constant -1e9 and a plain softmax is used, so a query with no allowed key (e.g. a left-padding query whose visible keys are all padding) gets uniform weights and the mean of the values instead of a zero output.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("q_new and k_new must have the same t_new")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    t_new = q_new.shape[-2]
    t_total = k_all.shape[-2]
    t_past = t_total - t_new
    scores = q_new @ np.swapaxes(k_all, -1, -2) / np.sqrt(q_new.shape[-1])
    allowed = np.arange(t_total)[None, :] <= t_past + np.arange(t_new)[:, None]
    allowed = np.broadcast_to(allowed, scores.shape)
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.ndim != 2 or kpm.shape[-1] != t_total:
            raise ValueError("key_padding_mask must cover t_past + t_new keys")
        allowed = allowed & kpm[:, None, None, :]
    scores = np.where(allowed, scores, -1e9)
    scores = scores - scores.max(axis=-1, keepdims=True)
    e = np.exp(scores)
    w = e / e.sum(axis=-1, keepdims=True)
    return (w @ v_all).astype(q_new.dtype, copy=False), k_all, v_all
