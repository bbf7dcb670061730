import numpy as np

def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    b, h, tn, d = q_new.shape
    if k_new.shape[2] != tn:
        raise ValueError
    tp = k_cache.shape[2]
    K = np.concatenate((k_cache, k_new), 2)
    V = np.concatenate((v_cache, v_new), 2)
    causal = np.tril(np.ones((tn, tp + tn), dtype=bool), k=tp)
    mask = np.broadcast_to(causal, (b, h, tn, tp + tn))
    if key_padding_mask is not None:
        if np.shape(key_padding_mask) != (b, tp + tn):
            raise ValueError
        mask = mask & np.asarray(key_padding_mask)[:, None, None, :]
    s = np.einsum("bhqd,bhkd->bhqk", q_new, K) * (1.0 / np.sqrt(d))
    s = np.where(mask, s, -np.inf)
    mx = np.max(s, -1, keepdims=True)
    mx[np.isneginf(mx)] = 0
    w = np.exp(s - mx)
    den = w.sum(-1, keepdims=True)
    w = w / np.where(den == 0, 1, den)
    return np.einsum("bhqk,bhkv->bhqv", w, V).astype(q_new.dtype), K, V
