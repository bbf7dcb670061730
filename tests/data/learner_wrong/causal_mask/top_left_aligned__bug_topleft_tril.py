# https://github.com/gittensor-ai-lab/sparkinfer/issues/3
# kv_end = min(seqlen_kv, qpos + 1): the causal frontier is aligned top-left (j <= i), correct
# only when q_len == k_len; with a KV cache the newest query loses the cached keys.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    mask = np.zeros((q_len, k_len), dtype=bool)
    for qpos in range(q_len):
        kv_end = min(k_len, qpos + 1)
        mask[qpos, :kv_end] = True
    return mask
