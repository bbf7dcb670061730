# SOURCE: https://github.com/ml-explore/mlx-lm/issues/1906
# MISTAKE: key_padding_mask is never turned into an attention mask: the prompt/chunk pass only gets the plain
#          bottom-right causal mask and a single-token decode step (t_new == 1) runs with no mask at all, so
#          left-padding keys are attended like ordinary tokens (as MiniCPM3 did when create_attention_mask got the cache list).
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("q_new and k_new must have the same number of new tokens")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    t_new = q_new.shape[-2]
    t_total = k_all.shape[-2]
    t_past = t_total - t_new
    if key_padding_mask is not None and key_padding_mask.shape[-1] != t_total:
        raise ValueError("key_padding_mask must cover t_past + t_new keys")

    d = q_new.shape[-1]
    scores = q_new @ np.swapaxes(k_all, -1, -2) / np.sqrt(d)

    # build the mask like create_attention_mask(h, cache): "causal" for a prompt, nothing for one token
    if t_new > 1:
        i = np.arange(t_new)[:, None]
        j = np.arange(t_total)[None, :]
        mask = j <= t_past + i
    else:
        mask = None

    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(scores - m)
    s = e.sum(axis=-1, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1.0), 0.0)
    out = (w @ v_all).astype(q_new.dtype)
    return out, k_all, v_all
