# https://github.com/pytorch/executorch/pull/21749
# The chunked step declared plain causal (torch is_causal, top-left aligned) although the new
# queries sit at the tail: new query i sees keys j <= i only, hiding most of the cached history.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError("q_new and k_new must have the same t_new")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    T = k_all.shape[-2]
    if key_padding_mask is not None and np.shape(key_padding_mask)[-1] != T:
        raise ValueError("key_padding_mask must cover t_past + t_new")
    allowed = np.tril(np.ones((t_new, T), dtype=bool))      # is_causal: top-left
    if key_padding_mask is not None:
        allowed = allowed & np.asarray(key_padding_mask, dtype=bool)[:, None, None, :]
    d = q_new.shape[-1]
    scores = q_new @ np.swapaxes(k_all, -1, -2) / np.sqrt(d).astype(q_new.dtype)
    scores = np.where(allowed, scores, -np.inf)
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(scores - m)
    s = e.sum(-1, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1), 0)
    return (w @ v_all).astype(q_new.dtype), k_all, v_all
