# SOURCE: https://github.com/huggingface/transformers/pull/43838
# MISTAKE: the key projection is built without its bias (k_proj with bias=False, as in the Qwen3-ASR port) even when
#          b_k is given, so k = x @ w_k instead of x @ w_k + b_k (softmax invariance hides it in attention, but k is wrong).
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    q = x @ w_q
    if b_q is not None:
        q = q + b_q
    k = x @ w_k
    v = x @ w_v
    if b_v is not None:
        v = v + b_v
    return q.astype(x.dtype), k.astype(x.dtype), v.astype(x.dtype)
