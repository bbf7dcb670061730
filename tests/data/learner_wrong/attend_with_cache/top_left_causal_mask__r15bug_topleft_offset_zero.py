# URL: https://github.com/onnx/onnx/issues/8054
# Bug: causal offset forced to 0 (index-anchored, top-left) when the cache is handled outside: new query i sees keys j <= i instead of j <= t_past + i (everything else correct).
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("q_new and k_new must have the same t_new")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    t_new = q_new.shape[-2]
    t_total = k_all.shape[-2]
    if key_padding_mask is not None:
        key_padding_mask = np.asarray(key_padding_mask, dtype=bool)
        if key_padding_mask.shape[-1] != t_total:
            raise ValueError("key_padding_mask has the wrong length")
    past_kv_seqlen = 0  # only taken from past_key when it is an explicit input; here it is not
    i = np.arange(t_new)[:, None]
    j = np.arange(t_total)[None, :]
    allowed = j <= i + past_kv_seqlen
    allowed = np.broadcast_to(allowed, q_new.shape[:-2] + (t_new, t_total))
    if key_padding_mask is not None:
        allowed = allowed & key_padding_mask[:, None, None, :]
    d = q_new.shape[-1]
    scores = (q_new @ np.swapaxes(k_all, -1, -2)) / np.sqrt(d).astype(q_new.dtype)
    scores = np.where(allowed, scores, -np.inf)
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.where(allowed, np.exp(scores - m), 0.0)
    s = e.sum(-1, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1.0), 0.0)
    out = (w @ v_all).astype(q_new.dtype)
    return out, k_all, v_all
