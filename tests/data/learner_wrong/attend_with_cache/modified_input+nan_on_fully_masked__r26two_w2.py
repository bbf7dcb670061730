# MISTAKE: q_new is scaled in place (q *= 1/sqrt(head_dim) on an alias of q_new), so the caller's query array is modified.
# MISTAKE: the softmax subtracts the row max without guarding rows whose allowed set is empty, so a query whose keys are all padding gets NaN instead of a zero output.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    B, H, T_new, D = q_new.shape
    if k_new.shape[-2] != T_new:
        raise ValueError("q_new and k_new must have the same t_new")
    T_past = k_cache.shape[-2]
    K = np.concatenate([k_cache, k_new], axis=-2)
    V = np.concatenate([v_cache, v_new], axis=-2)
    T = T_past + T_new
    mask = np.arange(T)[None, :] <= (np.arange(T_new)[:, None] + T_past)
    mask = np.broadcast_to(mask, (B, 1, T_new, T))
    if key_padding_mask is not None:
        key_padding_mask = np.asarray(key_padding_mask, dtype=bool)
        if key_padding_mask.shape != (B, T):
            raise ValueError("key_padding_mask must be (batch, t_past + t_new)")
        mask = mask & key_padding_mask[:, None, None, :]
    q = q_new
    q *= q.dtype.type(1.0 / np.sqrt(D))
    scores = q @ K.swapaxes(-1, -2)
    scores = np.where(mask, scores, -np.inf)
    scores = scores - scores.max(axis=-1, keepdims=True)
    w = np.exp(scores)
    w = w / w.sum(axis=-1, keepdims=True)
    return (w @ V).astype(q_new.dtype), K, V
