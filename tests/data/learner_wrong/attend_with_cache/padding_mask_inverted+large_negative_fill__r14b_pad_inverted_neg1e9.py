# WRONG: key_padding_mask inverted (True treated as padding, masks the real tokens) AND masked fill -1e9 so a query with no allowed key gets uniform weights/nonzero output instead of 0.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError("q_new / k_new length mismatch")
    k = np.concatenate((k_cache, k_new), axis=-2)
    v = np.concatenate((v_cache, v_new), axis=-2)
    T = k.shape[-2]
    t_past = T - t_new
    d = q_new.shape[-1]
    scores = q_new @ k.swapaxes(-1, -2) / q_new.dtype.type(np.sqrt(d))
    i = np.arange(t_new)[:, None]
    j = np.arange(T)[None, :]
    blocked = j > t_past + i
    blocked = np.broadcast_to(blocked, scores.shape)
    if key_padding_mask is not None:
        if key_padding_mask.shape[1] != T:
            raise ValueError("padding mask")
        blocked = blocked | key_padding_mask[:, None, None, :]
    scores = np.where(blocked, -1e9, scores)
    scores = scores - scores.max(-1, keepdims=True)
    w = np.exp(scores)
    w = w / w.sum(-1, keepdims=True)
    return (w @ v).astype(q_new.dtype), k, v
