# URL: https://github.com/huggingface/sentence-transformers/pull/3868
# Bug: uses the all-pairs matrix a @ b.T (util.cos_sim style) where a pairwise, row-by-row score is needed; same as rowwise only for 1-D inputs.
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    return np.matmul(a, b.T)
