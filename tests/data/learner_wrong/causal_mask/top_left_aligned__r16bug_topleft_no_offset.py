# https://github.com/meta-pytorch/gpt-fast/issues/233
# Bug: causal mask built as q_idx >= kv_idx without the k_len - q_len offset (top-left aligned); with a KV cache (k_len > q_len) the newest query sees only the first keys, and for q_len > k_len no row is all False.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    q_idx = np.arange(q_len)[:, None]
    kv_idx = np.arange(k_len)[None, :]
    return q_idx >= kv_idx
