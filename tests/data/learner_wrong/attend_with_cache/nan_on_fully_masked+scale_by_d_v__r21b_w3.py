# MISTAKE: (1) scores are scaled by 1/sqrt(d_v) (v's last size) instead of 1/sqrt(head_dim);
# (2) no guard for a query with no allowed key: softmax of an all -inf row gives NaN instead of a zero output.
import numpy as np


def _masked_softmax(s, allowed):
    s = np.where(allowed, s, -np.inf)
    s = s - s.max(axis=-1, keepdims=True)
    e = np.exp(s)
    return e / e.sum(axis=-1, keepdims=True)


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("q_new and k_new disagree on t_new")
    k_full = np.concatenate([k_cache, k_new], axis=-2)
    v_full = np.concatenate([v_cache, v_new], axis=-2)
    t_new, T = q_new.shape[-2], k_full.shape[-2]
    t_past = T - t_new
    allowed = np.arange(T)[None, :] <= (t_past + np.arange(t_new))[:, None]
    if key_padding_mask is not None:
        if key_padding_mask.shape != (q_new.shape[0], T):
            raise ValueError("wrong padding mask")
        allowed = allowed[None, None] & key_padding_mask[:, None, None, :]
    s = q_new @ k_full.swapaxes(-1, -2) / np.sqrt(v_full.shape[-1])
    p = _masked_softmax(s, allowed)
    return (p @ v_full).astype(q_new.dtype), k_full, v_full
