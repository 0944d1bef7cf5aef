-- A hierarchy node's parent is a node of the tree, checked at commit: a tree is saved node by node
-- (moves, deletions, creations in any order) and only the tree it ends with must hold.
ALTER TABLE "hierarchy_nodes" ADD CONSTRAINT "hierarchy_nodes_parent_fk" FOREIGN KEY ("id_parent_node") REFERENCES "hierarchy_nodes"("id_hierarchy_node") DEFERRABLE INITIALLY DEFERRED;
