# SOURCE: https://github.com/microsoft/onnxruntime/issues/28904
# MISTAKE: The causal mask is top-left (index-anchored) aligned: new query i may see key j of the grown cache only if j <= i, ignoring the t_past offset. With a cache this hides the cached context (a single decoded token sees only key 0) instead of the bottom-right rule j <= t_past + i.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    q_new = np.asarray(q_new)
    k_new = np.asarray(k_new)
    v_new = np.asarray(v_new)
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError(f"q_new has {q_new.shape[-2]} new tokens but k_new has {k_new.shape[-2]}")

    k_all = np.concatenate([np.asarray(k_cache), k_new], axis=-2)
    v_all = np.concatenate([np.asarray(v_cache), v_new], axis=-2)
    t_new = q_new.shape[-2]
    total = k_all.shape[-2]

    # causal: query i attends keys j <= i
    causal = np.tril(np.ones((t_new, total), dtype=bool))
    allowed = causal[None, None, :, :]
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.shape[-1] != total:
            raise ValueError(f"key_padding_mask covers {kpm.shape[-1]} keys, expected {total}")
        allowed = allowed & kpm[:, None, None, :]

    scores = q_new @ np.swapaxes(k_all, -1, -2) / np.sqrt(q_new.shape[-1])
    scores = np.where(allowed, scores, -np.inf)
    row_max = scores.max(axis=-1, keepdims=True)
    row_max = np.where(np.isfinite(row_max), row_max, 0.0)
    e = np.exp(scores - row_max)
    denom = e.sum(axis=-1, keepdims=True)
    weights = np.where(denom > 0, e / np.where(denom > 0, denom, 1.0), 0.0)
    out = (weights @ v_all).astype(q_new.dtype)
    return out, k_all, v_all
