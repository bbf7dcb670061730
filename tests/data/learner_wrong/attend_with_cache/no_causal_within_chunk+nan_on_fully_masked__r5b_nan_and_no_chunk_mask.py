# mistakes: no causal mask at all (only right for t_new = 1) AND no guard: a query whose keys are all padding gets NaN
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("t_new mismatch")
    k = np.concatenate([k_cache, k_new], -2)
    v = np.concatenate([v_cache, v_new], -2)
    s = q_new @ np.swapaxes(k, -1, -2) / q_new.dtype.type(np.sqrt(q_new.shape[-1]))
    if key_padding_mask is not None:
        if key_padding_mask.shape[-1] != k.shape[-2]:
            raise ValueError("bad mask length")
        s = np.where(key_padding_mask[:, None, None, :], s, -np.inf)
    e = np.exp(s - s.max(-1, keepdims=True))
    return (e / e.sum(-1, keepdims=True)) @ v, k, v
