# SOURCE: https://github.com/gittensor-ai-lab/sparkinfer/issues/3
# MISTAKE: Each query i may see keys 0..min(k_len, i + 1) - 1, i.e. the mask is top-left aligned (j <= i) instead of bottom-right aligned (j <= i + k_len - q_len), which is wrong whenever q_len != k_len.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    mask = np.zeros((q_len, k_len), dtype=bool)
    for qpos in range(q_len):
        kv_end = min(k_len, qpos + 1)
        mask[qpos, :kv_end] = True
    return mask
