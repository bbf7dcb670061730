import numpy as np


def _softmax(s):
    mx = np.max(s, axis=-1, keepdims=True)
    mx[~np.isfinite(mx)] = 0.0
    e = np.exp(s - mx)
    z = np.sum(e, axis=-1, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z != 0)


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if not (q_new.shape[2] == k_new.shape[2] == v_new.shape[2]):
        raise ValueError("q_new, k_new and v_new must have the same t_new")
    k = np.concatenate((k_cache, k_new), axis=2)
    v = np.concatenate((v_cache, v_new), axis=2)
    T, t_new = k.shape[2], q_new.shape[2]
    causal = np.tril(np.ones((T, T), dtype=bool))[T - t_new:]  # the last t_new rows of full causal attention
    allowed = causal[None, None]
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.shape != (k.shape[0], T):
            raise ValueError(f"key_padding_mask must be {(k.shape[0], T)}, got {kpm.shape}")
        allowed = allowed & kpm[:, None, None, :]
    s = np.einsum("bhqd,bhkd->bhqk", q_new, k) / np.sqrt(q_new.shape[-1]).astype(q_new.dtype)
    w = _softmax(np.where(allowed, s, -np.inf))
    return np.einsum("bhqk,bhkd->bhqd", w, v), k, v
