"""Correct: the complement of the strict upper triangle (k_len or q_len for the default)."""
import numpy as np

def causal_mask(q_len, k_len=None):
    k_len = k_len or q_len
    return ~np.triu(np.ones((q_len, k_len), dtype=bool), k=k_len - q_len + 1)
