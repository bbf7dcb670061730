import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if k_new.shape[-2] != q_new.shape[-2] or v_new.shape[-2] != q_new.shape[-2]:
        raise ValueError("new lengths differ")
    K = np.concatenate((k_cache, k_new), axis=2)
    V = np.concatenate((v_cache, v_new), axis=2)
    t, T = q_new.shape[2], K.shape[2]
    allowed = np.tril(np.ones((t, T), dtype=bool))
    if key_padding_mask is not None:
        if key_padding_mask.shape[-1] != T:
            raise ValueError("mask length")
        allowed = allowed & key_padding_mask[:, None, None, :]
    s = q_new @ np.swapaxes(K, 2, 3) / np.sqrt(q_new.shape[-1])
    s = np.where(allowed, s, -np.inf)
    mx = np.max(s, axis=-1, keepdims=True)
    mx = np.where(np.isinf(mx), 0.0, mx)
    e = np.exp(s - mx)
    tot = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, tot, out=np.zeros_like(e), where=tot != 0)
    return w @ V, K, V
