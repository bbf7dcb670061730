# MISTAKE: the softmax has no guard for a query whose keys are all masked (e.g. a left-padded first token), so that row becomes NaN instead of a zero output.
import numpy as np


def _softmax(s):
    s = s - s.max(axis=-1, keepdims=True)
    e = np.exp(s)
    return e / e.sum(axis=-1, keepdims=True)


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError("q_new and k_new have different t_new")
    t_past = k_cache.shape[-2]
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    total = t_past + t_new
    ok = np.arange(total)[None, :] <= (t_past + np.arange(t_new))[:, None]
    if key_padding_mask is not None:
        pad = np.asarray(key_padding_mask).astype(bool)
        if pad.shape[-1] != total:
            raise ValueError("key_padding_mask does not cover all keys")
        ok = ok & pad[:, None, None, :]
    scores = q_new @ np.swapaxes(k_all, -1, -2) / np.sqrt(q_new.shape[-1]).astype(q_new.dtype)
    scores = np.where(ok, scores, -np.inf)
    with np.errstate(invalid="ignore"):
        w = _softmax(scores)
    return (w @ v_all).astype(q_new.dtype), k_all, v_all
